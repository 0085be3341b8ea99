/**
 * The page's only script. The item table is drawn from the JSON payload (items.ts), only the rows
 * in view plus a margin, between two spacer rows that keep the scroll height of all of them; the
 * filters select over the payload's arrays, never the DOM. Text goes in by textContent only, never
 * as markup. The group tables sort by a column on a click on its head.
 */
export const SCRIPT = `
(function () {
  var source = document.getElementById('items-data');
  var view = document.getElementById('items-view');
  if (source && view) itemTable(JSON.parse(source.textContent), view);
  sortableGroups();

  function itemTable(data, view) {
    var OUTCOME = ['correct', 'wrong', 'error'];
    var FLIP = ['', 'right → wrong', 'wrong → right'];
    var SHOWN = 140;
    var MARGIN = 30;
    var head = view.querySelector('thead');
    var body = view.querySelector('tbody');
    var columns = head.querySelectorAll('th').length;
    var shown = document.getElementById('shown');
    var total = 0;
    data.runs.forEach(function (run) {
      total += run.state.length;
    });
    var runOf = new Int32Array(total);
    var posOf = new Int32Array(total);
    var k = 0;
    data.runs.forEach(function (run, r) {
      for (var j = 0; j < run.state.length; j++) {
        runOf[k] = r;
        posOf[k] = j;
        k++;
      }
    });
    var matches = new Int32Array(total);
    var count = 0;
    var filter = { kind: 'all', model: -1, subject: -1 };
    var rowHeight = 0;
    var pool = [];
    var before = spacer();
    var after = spacer();
    body.appendChild(before);
    body.appendChild(after);

    function spacer() {
      var tr = document.createElement('tr');
      tr.className = 'pad';
      tr.setAttribute('aria-hidden', 'true');
      var td = document.createElement('td');
      td.colSpan = columns;
      tr.appendChild(td);
      return tr;
    }
    function pad(tr, height) {
      tr.hidden = height <= 0;
      tr.style.height = height + 'px';
    }
    function stateOf(i) {
      return data.runs[runOf[i]].state.charCodeAt(posOf[i]) - 48;
    }
    function select() {
      count = 0;
      for (var i = 0; i < total; i++) {
        var s = stateOf(i);
        if (filter.model >= 0 && runOf[i] !== filter.model) continue;
        if (filter.kind === 'flips' && s % 3 === 0) continue;
        if (filter.kind === 'errors' && s < 6) continue;
        if (filter.subject >= 0 && data.subjects[data.runs[runOf[i]].item[posOf[i]]] !== filter.subject)
          continue;
        matches[count++] = i;
      }
      if (shown) shown.textContent = count + ' shown';
    }
    function row(p) {
      var tr = pool[p];
      if (!tr) {
        tr = document.createElement('tr');
        for (var c = 0; c < columns; c++) tr.appendChild(document.createElement('td'));
        tr.cells[0].className = 'id';
        tr.cells[1].appendChild(document.createElement('code'));
        tr.cells[data.subjects ? 3 : 2].className = 'num';
        pool[p] = tr;
      }
      if (!tr.parentNode) body.insertBefore(tr, after);
      return tr;
    }
    function fill(tr, i) {
      var run = data.runs[runOf[i]];
      var j = posOf[i];
      var s = stateOf(i);
      var item = run.item[j];
      var outcome = OUTCOME[(s / 3) | 0];
      var cells = tr.cells;
      var c = 0;
      tr.setAttribute('data-flip', s % 3 ? '1' : '0');
      tr.setAttribute('data-error', s >= 6 ? '1' : '0');
      cells[c++].textContent = run.model;
      cells[c++].firstChild.textContent = String(data.ids[item]);
      if (data.subjects) {
        var subject = data.subjects[item];
        cells[c++].textContent = subject < 0 ? '' : data.strings[subject];
      }
      cells[c++].textContent = String(run.repeat ? run.repeat[j] : 0);
      cells[c].className = 'o-' + outcome;
      cells[c++].textContent = outcome;
      cells[c++].textContent = FLIP[s % 3];
      text(cells[c++], data.strings[run.extracted[j]]);
      text(cells[c++], data.strings[run.reason[j]]);
      if (data.questions) {
        var q = data.questions[item];
        cells[c].textContent = q.length > SHOWN ? q.slice(0, SHOWN - 1) + '…' : q;
        cells[c].title = q;
      }
    }
    // Cells cut off at the column's width show the whole text on hover.
    function text(cell, value) {
      cell.textContent = value;
      cell.title = value;
    }
    function render() {
      var height = rowHeight || 28;
      var top = view.scrollTop - head.offsetHeight;
      var viewport = view.clientHeight || window.innerHeight;
      var last = Math.min(count, Math.ceil((top + viewport) / height) + MARGIN);
      var first = Math.min(last, Math.max(0, Math.floor(top / height) - MARGIN));
      for (var i = first; i < last; i++) fill(row(i - first), matches[i]);
      for (var p = last - first; p < pool.length; p++)
        if (pool[p].parentNode) body.removeChild(pool[p]);
      pad(before, first * height);
      pad(after, (count - last) * height);
      if (!rowHeight && last - first > 1) {
        var from = pool[0].getBoundingClientRect();
        var to = pool[last - first - 1].getBoundingClientRect();
        rowHeight = Math.max(0, (to.bottom - from.top) / (last - first));
        if (rowHeight > 0 && Math.abs(rowHeight - height) > 0.01) render();
      }
    }
    var scheduled = false;
    view.addEventListener('scroll', function () {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(function () {
        scheduled = false;
        render();
      });
    });
    function update() {
      select();
      view.scrollTop = 0;
      render();
    }
    var buttons = document.querySelectorAll('button[data-filter]');
    buttons.forEach(function (b) {
      b.addEventListener('click', function () {
        filter.kind = b.getAttribute('data-filter');
        buttons.forEach(function (other) {
          other.setAttribute('aria-pressed', String(other === b));
        });
        update();
      });
    });
    document.querySelectorAll('select[data-filter]').forEach(function (menu) {
      menu.addEventListener('change', function () {
        filter[menu.getAttribute('data-filter')] = menu.value === '' ? -1 : Number(menu.value);
        update();
      });
    });
    select();
    render();
  }

  function sortableGroups() {
    document.querySelectorAll('table.groups').forEach(function (table) {
      var heads = table.querySelectorAll('th');
      heads.forEach(function (th, column) {
        th.addEventListener('click', function () {
          var numeric = th.getAttribute('data-numeric') === '1';
          var descending = th.getAttribute('aria-sort') === 'ascending';
          var body = table.tBodies[0];
          var rows = Array.prototype.slice.call(body.rows);
          function key(row) {
            var cell = row.cells[column];
            if (!numeric) return cell.textContent;
            var value = cell.getAttribute('data-sort');
            return value === '' ? Infinity : Number(value);
          }
          rows.sort(function (x, y) {
            var a = key(x);
            var b = key(y);
            var order = a < b ? -1 : a > b ? 1 : 0;
            return descending ? -order : order;
          });
          rows.forEach(function (row) {
            body.appendChild(row);
          });
          heads.forEach(function (other) {
            other.removeAttribute('aria-sort');
          });
          th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
        });
      });
    });
  }
})();
`;

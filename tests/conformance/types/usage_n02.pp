define bar(Array[String[1]] $items) {} bar { 'x': items => ['a', ''] }

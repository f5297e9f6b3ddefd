$items = ['a', 'b']
$x = @("END")
  count: ${items.length}
  first: ${items[0]}
  all: ${items}
  | END
notice($x)

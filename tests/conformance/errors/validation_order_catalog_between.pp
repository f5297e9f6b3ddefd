if true { class x {} }
$a += 1
node default inherits foo {}
$b -= 2

$a = "cost: $ 5 and $"
$b = "${}x"

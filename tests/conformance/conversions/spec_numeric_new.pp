# spec types-values-variables.md "Numeric.new": Example Converting to Numeric
$a_number = Numeric(true)    # results in 1
notice($a_number)
$b_number = Numeric("0xFF")  # results in 255
notice($b_number)
$c_number = Numeric("010")   # results in 8
notice($c_number)
$d_number = Numeric("3.14")  # results in 3.14 (a float)
notice($d_number)
notice($d_number =~ Float)

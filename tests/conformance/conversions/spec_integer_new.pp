# spec "Integer.new": Example Converting to Integer (the last example, an error, is
# numeric_prefix_radix_example.pp; Numeric("010", 10) is spec_numeric_with_radix.pp)
$a_number = Integer("0xFF", 16)  # results in 255
notice($a_number)
$b_number = Numeric("010")       # results in 8
notice($b_number)
$d_number = Integer(true)        # results in 1
notice($d_number)

# spec "Integer.new" example: Numeric("010", 10) "results in 10"; the reference's Numeric.new
# takes no radix (its second parameter is the Boolean abs), so the call fails
$c_number = Numeric("010", 10)   # results in 10
notice($c_number)

# A recursive alias asked about data and types nested deeper than 64 levels (the engine's old
# recursion guard answered false from there on).
type A = Variant[Integer, Array[A]]
$d70 = Integer[1, 70].reduce(1) |$m, $i| { [$m] }
notice($d70 =~ A)
$d10 = Integer[1, 10].reduce(1) |$m, $i| { [$m] }
notice($d10 =~ A)
$d300 = Integer[1, 300].reduce(1) |$m, $i| { [$m] }
notice($d300 =~ A)
$bad = Integer[1, 300].reduce('x') |$m, $i| { [$m] }
notice($bad =~ A)
$t = Integer[1, 300].reduce(Integer) |$m, $i| { Array[$m] }
notice($t <= A)
$u = Integer[1, 300].reduce(String) |$m, $i| { Array[$m] }
notice($u <= A)

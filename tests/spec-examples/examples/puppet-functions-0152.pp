function min($a, $b) { if $a < $b { $a } else { $b } }

[1,295,26,9,2,5,7,0].reduce(&min)

# the last expression is equivalent to
[1,295,26,9,2,5,7,0].reduce() |$memo, $x| { min($memo, $x) }

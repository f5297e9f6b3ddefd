$h = {}
$h2 = $h + { 'a' => 1 }
$h3 = $h2 - 'a'
notice($h, $h2, $h3)
$a = [1, 2] + [[3]]
notice($a)
notice($a << 4)
notice([1,2,2,3] - [2])
notice({a=>1, b=>2} - {a=>0})

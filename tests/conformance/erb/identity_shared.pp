# A template changes a Puppet array or hash in place: every variable and container holding that
# value sees the change, other values equal to it do not.
$a = [1, 2]
$b = $a
$same = [1, 2]
$r = inline_template('<% @a << 3 %>x')
notice($a)
notice($b)
notice($same)
notice($r)
$h = { 'list' => $a, 'n' => 1 }
$t = inline_template('<% @h["list"] << 4; @h["n"] = 2 %>')
notice($a)
notice($h)
$pair = [$a, $a]
$u = inline_template('<% @pair[0] << 5 %><%= @pair[1] %>')
notice($u)
notice($pair)
$copy = $a.map |$v| { $v }
$w = inline_template('<% @copy.clear %>')
notice($copy)
notice($a)

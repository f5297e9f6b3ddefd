# A change made before the template raised stays (the run goes on through a rescue).
$a = [1]
$t = inline_template('<% begin; @a << 2; raise "boom"; rescue => e; @a << e.message; end %>')
notice($a)
$s = 'literal'
$u = inline_template('<% begin; @s << "x"; rescue => e; %><%= e.class %><% end %>')
notice($u)
notice($s)

notice(($v = 5) + 1)
notice($v)
if ($w = 'set') { notice($w) }

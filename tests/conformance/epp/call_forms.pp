notice inline_epp('<%= 1 %>')
$r = inline_epp('<%= 2 %>') notice($r)

class a { $v = inline_epp('<% err("epp") %>x') notice($v) }
include a

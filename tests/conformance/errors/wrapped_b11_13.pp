notice(inline_epp('<% fail("inepp") %>'))

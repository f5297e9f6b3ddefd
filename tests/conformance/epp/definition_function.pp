notice(inline_epp('<% function f() {} %>'))

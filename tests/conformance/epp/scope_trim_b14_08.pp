notice(inline_epp("<%-= 'x' %>"))

notice(inline_epp('x
   <%-= \'y\' %>'))

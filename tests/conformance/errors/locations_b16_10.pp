notice("${x}")
  #---
notice(
  [1,
   2 +
     'b'])

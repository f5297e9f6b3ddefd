LiteralRegularExpression
  : '/' RegexpString '/'
  ;

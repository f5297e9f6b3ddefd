RegexpTypeExpression
  : 'Regexp' ('[' PatternStringExpression | LiteralRegularExpression ']')?
  ;

PatternStringExpression<String> : Expression ;

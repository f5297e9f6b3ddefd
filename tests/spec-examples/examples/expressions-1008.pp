RegexpTypeAccess
  : Expression<Type<Regexp>> ('[' pattern = PatternExpression ']')?
  ;

PatternExpression
  : Expression<String>
  | Expression<Regexp>
  ;

PatternTypeAccess
  : Expression<Type<Pattern>>
    ('[' patterns += (PatternExpr ',' patterns += PatternExpr) ','? ']')?
  ;

 PatternExpr
  : Expression<String>
  | LiteralRegexp
  | Expression<RegexpType>
  | Expression<PatternType>
  ;

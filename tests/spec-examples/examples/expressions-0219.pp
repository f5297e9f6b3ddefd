LiteralHash
  : '{' ((key = HashEntry (',' value = HashEntry)*)? ','?)) '}'
  ;

HashEntry
  : Expression<R> '=>' Expression<R>
  ;

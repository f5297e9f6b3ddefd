LiteralArray
  : '[' ((Expression<R> (',' Expression<R>)*)? ','?) ']'
  ;

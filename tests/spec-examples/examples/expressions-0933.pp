HashElementAccess
  : '[' keys += Expression<R> (',' keys += Expression<R>)* ']'
  ;

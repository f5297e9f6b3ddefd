AccessExpression
 : Expression<R> '[' keys += Expression<R> (',' keys += Expression<R>)* ']'
 ;

DivisionExpression : Expression<R> '/' Expression<R> ;

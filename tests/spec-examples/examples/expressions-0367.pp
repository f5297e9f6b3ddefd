UnaryMinusExpression : '-' Expression<R> ;

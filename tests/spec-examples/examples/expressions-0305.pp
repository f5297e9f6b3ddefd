MinusExpression : Expression<R> '-' Expression<R> ;

PlusExpression : Expression<R> '+' Expression<R> ;

MultiplicationExpression : Expression<R> '*' Expression<R> ;

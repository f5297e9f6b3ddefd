ModuloExpression : Expression<R> '%' Expression<R> ;

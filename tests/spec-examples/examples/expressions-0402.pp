UnarySplatExpression : '*' Expression<R> ;

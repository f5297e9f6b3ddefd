include apache

class good { notice('good') }

notice('a') realize('foo') notice('b')

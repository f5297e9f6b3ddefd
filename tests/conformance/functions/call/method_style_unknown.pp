notice('nofn'.call('a'))

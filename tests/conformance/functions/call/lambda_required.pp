call('each', [1])

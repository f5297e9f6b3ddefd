notify { 'plain': }
realize(Notify['plain'])

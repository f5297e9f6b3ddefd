notify { 'real': }
realize(Notify['real'])
notice('ok')

notify { 42: }
notice(Notify['42'])

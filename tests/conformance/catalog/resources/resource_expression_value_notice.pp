notice(notify { 'n1': })
notice([notify { 'n2': }, notify { 'n3': }])

@notify { 'v1': }
@@notify { 'e1': }
@notify { 'v2': }
realize(Notify['v2'])

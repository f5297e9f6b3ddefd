realize(Notify['later'])
@notify { 'later': }

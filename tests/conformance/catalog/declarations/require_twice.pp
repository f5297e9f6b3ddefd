class a {} class b {}
class c { require a require b require a }
include c

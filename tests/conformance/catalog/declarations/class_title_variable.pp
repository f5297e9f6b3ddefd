class c { notice("title=${title} name=${name}") }
class outer::inner { notice("title=${title} name=${name}") }
include c, outer::inner

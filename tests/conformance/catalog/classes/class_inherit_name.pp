class parent { notice("parent ${name} ${title} ${module_name}") }
class parent::child inherits parent { notice("child ${name} ${title}") }
include parent::child
